/** How the client writes a rating: "1532", "1500?" while provisional, nothing when unknown. */
export function ratingText(rating: number, provisional: boolean): string {
  if (!(rating > 0)) return '';
  return `${Math.round(rating)}${provisional ? '?' : ''}`;
}
