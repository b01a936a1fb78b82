import { citadelRuleset as r } from '../shared/rulesets/citadel/ruleset';
import { Rng } from '../shared/core/rng';
import { seedFromInts } from '../shared/core/seed';
const seedOf = (i: number) => { const g = Rng.fromSeedNumber(7000 + i); return seedFromInts((m) => g.int(0, m - 1)); };
let wins = 0, died = 0, esc = 0, unf = 0, acts = 0;
const N = Number(process.argv[2] ?? 50);
for (let i = 0; i < N; i++) {
  const o = r.autoplay!.expedition({}, seedOf(i));
  acts += o.actions;
  if (o.result === 'won') wins++; else if (o.result === 'died') died++; else if (o.result === 'escaped') esc++; else unf++;
}
console.log({ wins, died, esc, unf, meanActions: acts / N });
const legs = r.autoplay!.campaign({}, seedOf(99999), 5);
console.log(legs.map((l) => [l.result, l.actions, l.combats, l.chitsPlaced, l.pointsBought, l.roster.living]));
