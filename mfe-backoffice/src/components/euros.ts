/** '25', '25.5', '25,50', '1 250.00' → cents; undefined for anything else (a negative, three decimals, letters). */
export function eurosToCents(typed: string): number | undefined {
  const text = typed.replace(/[\s\u00a0€]/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
