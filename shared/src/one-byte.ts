/** Whether every character of `text` fits in one byte (none past U+00FF). */
function fitsOneByte(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) > 0xff) return false;
  return true;
}

/**
 * `text` as a string V8 holds one byte a character, when every character fits in one; else `text` itself. A slice
 * keeps its parent's width and a string made of parts its widest part's, so one two-byte part (a stylis rule, a
 * name sliced out of an SDL with a '…' in it) made a whole page two bytes a character. JSON.parse makes a one-byte
 * string whenever it can.
 */
export function oneByteCopy(text: string): string {
  return fitsOneByte(text) ? (JSON.parse(JSON.stringify(text)) as string) : text;
}
