/** Sheet ids are file names: a strict pattern keeps every file inside the data directory. */
export const SHEET_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
