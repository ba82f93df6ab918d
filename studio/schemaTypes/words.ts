// Counts as the owner reads them in list previews: "1 day", "3 days".

export const dayCount = (days: number): string => `${days} day${days === 1 ? '' : 's'}`
