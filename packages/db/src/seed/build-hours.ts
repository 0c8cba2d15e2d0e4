import type { Hours } from './city/restaurants.ts';

export interface HoursRow {
  dayOfWeek: number;
  opensMin: number;
  closesMin: number;
}

const h = (hour: number, minute = 0) => hour * 60 + minute;

/** Weekly opening windows for a kind of hours (India time, minutes from midnight). */
export function buildHours(kind: Hours): HoursRow[] {
  const rows: HoursRow[] = [];
  for (let day = 0; day < 7; day++) {
    switch (kind) {
      case 'breakfast':
        rows.push({ dayOfWeek: day, opensMin: h(7), closesMin: h(15) });
        break;
      case 'late':
        rows.push({ dayOfWeek: day, opensMin: h(12), closesMin: 1440 });
        break;
      case 'split':
        rows.push({ dayOfWeek: day, opensMin: h(11, 30), closesMin: h(15, 30) });
        rows.push({ dayOfWeek: day, opensMin: h(18, 30), closesMin: h(23) });
        break;
      case 'closed-monday':
        if (day !== 1) rows.push({ dayOfWeek: day, opensMin: h(11), closesMin: h(23) });
        break;
      case 'allday':
        rows.push({ dayOfWeek: day, opensMin: h(7), closesMin: h(23, 59) });
        break;
      default:
        rows.push({ dayOfWeek: day, opensMin: h(11), closesMin: h(23) });
    }
  }
  return rows;
}
