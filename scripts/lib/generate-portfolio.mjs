// Writes a large synthetic portfolio (for the benchmark): the default profile and skills, and
// `count` generated projects with varied titles, tags, dates and write-ups. Deterministic.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TOPICS = [
  'pipeline',
  'warehouse',
  'dashboard',
  'feature store',
  'stream processor',
  'data catalogue',
  'quality checks',
  'cost monitor',
  'ingestion service',
  'model registry',
  'lakehouse',
  'search index',
];
const TECH = [
  'kafka',
  'spark',
  'dbt',
  'airflow',
  'dagster',
  'postgresql',
  'snowflake',
  'bigquery',
  'duckdb',
  'clickhouse',
  'python',
  'go',
  'terraform',
  'kubernetes',
  'aws',
  'gcp',
  'llm',
  'rag',
  'etl',
  'streaming',
];
const DOMAINS = ['payments', 'logistics', 'retail', 'healthcare', 'energy', 'media', 'travel', 'insurance', 'telecom', 'public transport'];

/** A small deterministic PRNG (mulberry32). */
function random(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generatePortfolio(dir, count, from = 'examples/site/content') {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'projects'), { recursive: true });
  cpSync(join(from, 'profile.md'), join(dir, 'profile.md'));
  cpSync(join(from, 'skills.yaml'), join(dir, 'skills.yaml'));
  const rnd = random(42);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  for (let i = 1; i <= count; i++) {
    const topic = pick(TOPICS);
    const domain = pick(DOMAINS);
    const tags = [...new Set([pick(TECH), pick(TECH), pick(TECH)])];
    const year = 2015 + Math.floor(rnd() * 11);
    const month = String(1 + Math.floor(rnd() * 12)).padStart(2, '0');
    const id = `project-${String(i).padStart(4, '0')}`;
    const title = `${domain[0].toUpperCase()}${domain.slice(1)} ${topic} ${i}`;
    const body = [
      `## Context`,
      '',
      `A ${topic} for a ${domain} team, built with ${tags.join(', ')}. It replaced a set of manual steps and now runs every day.`,
      '',
      `## Outcome`,
      '',
      `The ${topic} serves ${Math.floor(rnd() * 900) + 100} users and processes ${Math.floor(rnd() * 90) + 10} million events a day.`,
    ].join('\n');
    writeFileSync(
      join(dir, 'projects', `${id}.md`),
      `---\ntitle: "${title}"\ndescription: "A ${topic} for ${domain}, with ${tags[0]}."\ntags: [${tags.join(', ')}]\ndate: "${year}-${month}"\n${i % 50 === 0 ? 'featured: true\n' : ''}---\n${body}\n`,
    );
  }
}
