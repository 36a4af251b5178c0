/** The letter grade of a score. */
function gradeLetter(score: number): string {
  if (score >= 90) {
    return 'A';
  }
  if (score < 60) {
    return 'F';
  }
  const letter = score >= 80 ? 'B' : score >= 70 ? 'C' : 'D';
  return letter;
}
