/** The owner's first name as the answers write it ("Niamh"), or "The portfolio owner" for a portfolio without a profile. */
import type { Portfolio } from '../../portfolio.ts';

export const ownerFirstName = (portfolio: Portfolio): string => portfolio.profile?.name.split(/\s+/)[0] ?? 'The portfolio owner';
