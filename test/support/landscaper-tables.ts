// A landscaper's projects, the crew's timesheets and the materials bought for the projects, for the
// builtin engine's tests (generated from a seed, rows kept so tests compute expected answers
// themselves). Projects have a type (one is "Turfing"), a status (one is "Quoted") and a quote; timesheet rows name an
// employee, a role (one is "Labourer"), the hours and an hourly cost; purchases name a material
// (one is "Turf"), its cost and a purchase date, and refer to projects by project_id.
import { int, pick, seeded } from '../../bench/support/random.ts';

export type LandscapeProject = { project_id: number; client: string; project_type: string; status: string; 'Quote (£)': number };
export type TimesheetRow = { entry_id: number; project_id: number; employee: string; role: string; work_date: string; hours: number; 'Hourly Cost (£)': number };
export type MaterialPurchase = { purchase_id: number; project_id: number; supplier: string; material: string; cost: number; purchase_date: string };

export const PROJECT_TYPES = ['Patio', 'Turfing', 'Fencing', 'Planting'];
const MATERIALS: Record<string, string[]> = { Patio: ['Paving', 'Sharp Sand'], Turfing: ['Turf', 'Topsoil'], Fencing: ['Fence Panels', 'Postcrete'], Planting: ['Plants', 'Topsoil'] };
export const STAFF: Array<[string, string, number]> = [['Ben Carter', 'Foreman', 28], ['Jamie Lowe', 'Landscaper', 20], ['Luke Fenn', 'Labourer', 14.5], ['Dan Mills', 'Labourer', 14], ['Chloe Dean', 'Apprentice', 9.5]];

const dayOf = (rng: () => number, from: string, days: number) => new Date(Date.parse(`${from}T00:00:00Z`) + int(rng, 0, days - 1) * 86_400_000).toISOString().slice(0, 10);

export function landscaperTables(projectCount: number, seed = 4_377): { projects: LandscapeProject[]; timesheets: TimesheetRow[]; purchases: MaterialPurchase[] } {
  const rng = seeded(seed);
  const projects: LandscapeProject[] = Array.from({ length: projectCount }, (_, i) => ({
    project_id: 7_001 + i,
    client: `Client ${i + 1}`,
    project_type: pick(rng, PROJECT_TYPES),
    status: pick(rng, ['Completed', 'Completed', 'In Progress', 'Cancelled', 'Quoted']),
    'Quote (£)': int(rng, 800, 14_000) + int(rng, 0, 99) / 100,
  }));
  const timesheets: TimesheetRow[] = [];
  const purchases: MaterialPurchase[] = [];
  for (const p of projects) {
    for (let k = int(rng, 2, 6); k > 0; k--) {
      const [employee, role, rate] = pick(rng, STAFF);
      timesheets.push({ entry_id: 500_001 + timesheets.length, project_id: p.project_id, employee, role, work_date: dayOf(rng, '2025-01-01', 700), hours: pick(rng, [4, 6, 7.5, 8, 9]), 'Hourly Cost (£)': rate });
    }
    for (let k = int(rng, 1, 3); k > 0; k--)
      purchases.push({ purchase_id: 90_001 + purchases.length, project_id: p.project_id, supplier: pick(rng, ['Jewson', 'Travis Perkins', 'Turf Co']), material: pick(rng, MATERIALS[p.project_type]), cost: int(rng, 2_000, 90_000) / 100, purchase_date: dayOf(rng, '2025-01-01', 700) });
  }
  return { projects, timesheets, purchases };
}
