// The trash lives with the store (src/store/trash.ts): `tafel new` must know which ids it holds.
export { KEEP_DAYS, listTrash, trashSheet, untrashSheet, type Deleted } from '../store/trash.js';
