/** Applies a mask where each `9` takes the next digit of the value; extra digits are cut. */
export function maskPhone(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const ch of mask) {
    if (next >= digits.length) break;
    if (ch === '9') out += digits[next++];
    else out += ch;
  }
  return out;
}
