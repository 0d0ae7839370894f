/**
 * The board's URL as a QR code for the terminal: two modules per character cell (half blocks), dark
 * on an explicit white background so it scans in a dark terminal too. A URL of about 55 characters
 * gives a code of 33 modules: 18 lines of 35 columns, so it fits 80x24 with the lines around it.
 */
export async function terminalQr(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return (await QRCode.toString(url, { type: 'terminal', small: true, errorCorrectionLevel: 'L' })).replace(/\n+$/, '');
}
