/** The number printed on a member card: the creator's code and the serial, e.g. 'HOSH-000012'. */
export function membershipNumber(contributorSlug: string, serialNumber: number): string {
  const code = contributorSlug
    .replace(/[^a-z]/gi, '')
    .slice(0, 4)
    .toUpperCase()
    .padEnd(4, 'X');
  return `${code}-${String(serialNumber).padStart(6, '0')}`;
}
