/**
 * How far Citadel of Blood's autoplayer gets, beyond what `simulate --json` tallies: per seeded game, whether a
 * mirror named the Hellgate's level, whether its distance was read, whether the Gate was found and destroyed, the
 * deepest level reached, segments placed, and which monster struck the last blow when the whole party fell; and per
 * expedition, why it ended (read off the last screen before the party came home: someone died, fewer than four left,
 * the party hurt, the Gate found and faced later, the Gate destroyed, nothing left to explore), the staircases taken,
 * the level the Gate lies on against the level searched, and which monsters struck every killing blow. It plays
 * through the Ruleset contract only (newGame, apply, chooseAction, view), so it reads what the app's screen shows.
 *
 * Run: npx tsx scripts/citadel-autoplay-report.ts [--games N] [--seed S] [--campaign]
 *   --campaign plays each game as a whole campaign (the autoplayer decides when to set out again and when to stop);
 *   without it each game is the first expedition only.
 */
import { Rng } from '../shared/core/rng';
import { rngStateFromSeed } from '../shared/core/seed';
import type { GameView } from '../shared/engine/view';
import { findRuleset } from '../shared/rulesets/registry';
import { gameSeed } from '../shared/sim/seeds';

const ruleset = findRuleset('citadel');
if (!ruleset?.chooseAction || !ruleset.autoplay) throw new Error('Citadel is not registered with an autoplayer.');
const choose = ruleset.chooseAction.bind(ruleset);

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const games = Number(option('--games', '200'));
const seed = option('--seed', 'COBAUTO2');
const campaign = process.argv.includes('--campaign');
if (!Number.isInteger(games) || games < 1) throw new Error('--games must be a whole number above 0.');

// The simulator's party: the autoplayer's own set-up for its default races (three heroes drawn, three initiates).
const SETUP = ruleset.autoplay!.setupFor(ruleset.autoplay!.defaultParty());
const MAX_ACTIONS = 100_000;

interface Game {
  result: 'won' | 'died' | 'escaped' | 'ended' | 'unfinished';
  expeditions: number;
  levelKnown: boolean;
  distanceKnown: boolean;
  found: boolean;
  destroyed: boolean;
  deepest: number;
  tiles: number;
  killer: string | null;
  /** The level the first mirror named (null if none was read). */
  gateLevel: number | null;
  /** Staircases taken (the party's level changed between two screens). */
  stairs: number;
}

/** Why expeditions ended, across all games, and who struck each killing blow (not only the last one). */
const endings = new Map<string, number>();
const blows = new Map<string, number>();
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/**
 * Why the party came home, from the last screen before it did. The autoplayer's own thresholds are what it acts on; the
 * screen shows the same counts (who is alive, each one's wounds), so this names the one that applied, first first.
 */
function endingOf(v: GameView, deathsThisTrip: number): string {
  const gate = fact(v, 'Hellgate');
  if (gate === 'destroyed') return 'gate destroyed';
  if (deathsThisTrip > 0) return 'a death';
  const alive = v.people.filter((p) => p.alive && p.wounds && !p.status.some((s) => s === 'out of play'));
  if (alive.length < 4) return 'fewer than four';
  const left = alive.reduce((n, p) => n + p.wounds!.of - p.wounds!.taken, 0);
  const full = alive.reduce((n, p) => n + p.wounds!.of, 0);
  if (left < full * 0.9) return gate === 'found' ? 'hurt, Gate found' : 'hurt';
  if (gate === 'found') return 'Gate found, not faced';
  return 'nothing left to explore';
}

const fact = (v: GameView, label: string) => v.facts?.find((f) => f.label === label)?.value ?? '';

function play(n: number): Game {
  const rng = new Rng(rngStateFromSeed(gameSeed(seed, n)));
  let state = ruleset!.newGame(ruleset!.setupSchema.parse(SETUP), rng).state;
  const g: Game = { result: 'unfinished', expeditions: 1, levelKnown: false, distanceKnown: false, found: false, destroyed: false, deepest: 1, tiles: 1, killer: null, gateLevel: null, stairs: 0 };
  let lastBlow: string | null = null;
  let before: GameView | null = null;
  let deathsThisTrip = 0;
  let level = 1;
  for (let i = 0; i < MAX_ACTIONS; i++) {
    const r = ruleset!.apply(state, choose(state), rng);
    if (!r.ok) throw new Error(`Game ${n} of seed ${seed}: the autoplayer chose an illegal action: ${r.message}`);
    state = r.state;
    for (const e of r.events) {
      const m = /slain by the ([A-Z][A-Za-z ]*?)(?:[.,!]|$)|blasted by the (Hellgate)|turned to stone/.exec(e.text);
      if (m) {
        lastBlow = m[1] ?? m[2] ?? 'Medusa';
        bump(blows, lastBlow);
        deathsThisTrip++;
      }
    }
    const v = ruleset!.view(state);
    const gate = fact(v, 'Hellgate');
    if (gate) g.levelKnown = true;
    const named = /level (\d)/.exec(gate);
    if (named && g.gateLevel === null) g.gateLevel = Number(named[1]);
    if (/away|found|destroyed/.test(gate)) g.distanceKnown = true;
    if (/found|destroyed/.test(gate)) g.found = true;
    if (gate === 'destroyed') g.destroyed = true;
    if (v.map?.kind === 'tiles') {
      g.tiles = v.map.tiles.length;
      if (v.map.party) {
        g.deepest = Math.max(g.deepest, v.map.party.level);
        if (v.map.party.level !== level) g.stairs++;
        level = v.map.party.level;
      }
    }
    if ((v.phase.kind === 'home' || v.phase.ended) && before && before.phase.kind !== 'home') {
      bump(endings, v.phase.ended && !/victory/.test(v.phase.title) && /fallen/.test(v.phase.title) ? 'whole party fell' : endingOf(before, deathsThisTrip));
      deathsThisTrip = 0;
    }
    before = v;
    if (v.phase.ended) {
      g.result = /victory/.test(v.phase.title) ? 'won' : /fallen/.test(v.phase.title) ? 'died' : 'ended';
      if (g.result === 'died') g.killer = lastBlow;
      return g;
    }
    if (v.phase.kind === 'home') {
      if (!campaign) {
        g.result = 'escaped';
        return g;
      }
      if (fact(v, 'Expedition') !== String(g.expeditions)) g.expeditions = Number(fact(v, 'Expedition'));
    }
    if (v.phase.kind !== 'home' && Number(fact(v, 'Expedition')) > g.expeditions) g.expeditions = Number(fact(v, 'Expedition'));
  }
  return g;
}

const all: Game[] = [];
for (let n = 1; n <= games; n++) all.push(play(n));

const count = (p: (g: Game) => boolean) => all.filter(p).length;
const pct = (k: number) => `${k} (${((100 * k) / games).toFixed(1)}%)`;
const killers = new Map<string, number>();
for (const g of all) if (g.result === 'died') killers.set(g.killer ?? 'unknown', (killers.get(g.killer ?? 'unknown') ?? 0) + 1);
const report = {
  seed,
  games,
  mode: campaign ? 'campaign' : 'first expedition',
  won: pct(count((g) => g.result === 'won')),
  wholePartyDied: pct(count((g) => g.result === 'died')),
  cameHomeOrEnded: pct(count((g) => g.result === 'escaped' || g.result === 'ended')),
  unfinished: pct(count((g) => g.result === 'unfinished')),
  hellgateLevelKnown: pct(count((g) => g.levelKnown)),
  hellgateDistanceKnown: pct(count((g) => g.distanceKnown)),
  hellgateFound: pct(count((g) => g.found)),
  hellgateDestroyed: pct(count((g) => g.destroyed)),
  reachedLevel2: pct(count((g) => g.deepest >= 2)),
  reachedLevel3: pct(count((g) => g.deepest >= 3)),
  meanTilesPlaced: +(all.reduce((s, g) => s + g.tiles, 0) / games).toFixed(1),
  meanExpeditions: +(all.reduce((s, g) => s + g.expeditions, 0) / games).toFixed(2),
  meanStairsTaken: +(all.reduce((s, g) => s + g.stairs, 0) / games).toFixed(2),
  gateLevelNamed: Object.fromEntries([1, 2, 3].map((l) => [`level ${l}`, count((g) => g.gateLevel === l)])),
  foundByGateLevel: Object.fromEntries([1, 2, 3].map((l) => [`level ${l}`, count((g) => g.gateLevel === l && g.found)])),
  expeditionsEnded: Object.fromEntries([...endings].sort((a, b) => b[1] - a[1])),
  killingBlows: Object.fromEntries([...blows].sort((a, b) => b[1] - a[1])),
  wholePartyKilledBy: Object.fromEntries([...killers].sort((a, b) => b[1] - a[1])),
};
console.log(JSON.stringify(report, null, 2));
