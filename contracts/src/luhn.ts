/**
 * The Luhn (mod 10) check digit: card numbers end with one, and so do Italian 11-digit fiscal codes
 * (partita IVA). It catches every single mistyped digit and most swaps of neighbours.
 * `digits` must hold digits only.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  // From the right: every second digit is doubled, and a two-digit result counts as its digit sum.
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
