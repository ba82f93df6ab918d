// Texts from the content inside a RegExp: a Studio text may hold any character, brackets included.
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
