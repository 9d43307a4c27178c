const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * The month the urgency message names: this month until the 15th, the next month once the day of the month is past
 * the 15th (spec, "Tours").
 */
export function urgencyMonth(today: Date): string {
  const month = today.getDate() > 15 ? (today.getMonth() + 1) % 12 : today.getMonth();
  return MONTHS[month] ?? "";
}

export function urgencyMessage(today: Date): string {
  return `Spots for ${urgencyMonth(today)} are filling fast: small groups sell out, so book early.`;
}
