// "What's our no-show rate?", "the DNA rate" over bookings some of which are Cancelled: a rate of
// rows that did not take place for the asker's want of turning up is, like the cancellation rate,
// a rate of one of the ways a booking ended without happening, so its whole is every booking, the
// cancelled ones with them. Rows with no outcome (cancelled, withdrawn) are left out only of the
// rates of outcomes of what did take place (passed, escaped, fixed first time).
import { cellKey } from '../text.ts';
import { MISSED_CELLS } from './vocabulary.ts';

/** Whether a cell says the row did not take place because nobody came ("No-show", "DNA"). */
export function missedCell(cell: string): boolean {
  return MISSED_CELLS.has(cellKey(cell));
}
