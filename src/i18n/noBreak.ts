// A short phrase kept on one line: a price with its unit ("10,000 baht / month") must never end
// a line at "/" and start the next at "month". Its spaces become no-break spaces; the phrases
// around it still break where they meet.
export const noBreak = (text: string) => text.replace(/ /g, '\u00a0')
