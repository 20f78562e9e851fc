// The doubts a reading carries when it averaged a figure per group where a total might be meant.
// Written once here: the interpreter adds them, and a later rule that totals instead
// (compared-takings.ts) takes the same sentences out again.

/** The doubt of a ranking of groups by their average figure. */
export const rankedByAverage = (label: string): string => `I ranked the groups by their average ${label}; the total or the highest single value would rank them differently.`;

/** The doubt of a breakdown or comparison of groups by their average figure. */
export const averagedPerGroup = (label: string): string => `I took the average ${label} per group; the total per group would differ.`;
