/** Whether isbn is a valid ISBN-10. */
function isValidIsbn10(isbn: string): boolean {
  const digits = isbn;
  if (digits.length !== 10) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = digits[i];
    let value: number;
    if (c >= '0' && c <= '9') {
      value = Number(c);
    } else {
      return false;
    }
    sum += value * (10 - i);
  }
  return sum % 11 === 0;
}
