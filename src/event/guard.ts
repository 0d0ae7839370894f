import { refused } from '../core/errors.js';
import type { SheetData } from '../sheet/sheet.js';

/**
 * What would change who sits where or what is played is refused on a table sheet (§7): the plan
 * decides, and the event command says the way on. Called by `rename`, `seats`, `set` and `delete`.
 */
export function refuseTableSheet(data: Pick<SheetData, 'id' | 'event'>, command: 'rename' | 'seats' | 'set' | 'delete'): void {
  if (data.event === undefined) return;
  const event = data.event.id;
  throw refused((t) => t.event.tableSheetRefused(data.id, event, command));
}
