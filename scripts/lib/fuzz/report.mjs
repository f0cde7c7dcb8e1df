// The plain-text report of a campaign.
/** @typedef {import('./campaign.mjs').CampaignResult} CampaignResult */

const mb = (/** @type {number | undefined} */ n) => (n === undefined ? '?' : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** A plain-text report: counts per status class, status, route family; memory; findings. */
export function formatReport(/** @type {CampaignResult} */ r) {
  const rate = r.requests / (r.durationMs / 1000);
  const list = (/** @type {Record<string, number>} */ o) =>
    Object.entries(o)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  const lines = [
    `fuzz: ${r.requests} requests (${r.wellFormed} well-formed) in ${(r.durationMs / 1000).toFixed(1)} s (${Math.round(rate)}/s), seed ${r.seed}${r.aborted ? `, ABORTED: ${r.aborted}` : ''}`,
    `  by class:  ${list(r.byClass)}`,
    `  by status: ${list(r.byStatus)}`,
    '  by route family:',
    ...Object.entries(r.byFamily)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `    ${k.padEnd(11)} ${list(v)}`),
  ];
  const m = r.memory;
  if (m.beforeBytes !== undefined) {
    lines.push(
      `  server VmRSS: ${mb(m.beforeBytes)} at start, ${mb(m.warmBytes)} after warm-up, ${mb(m.afterBytes)} at end (growth ${mb(m.growthBytes)}), peak ${mb(m.peakBytes)}`,
    );
    if (m.samples.length) lines.push(`    by requests: ${m.samples.map((x) => `${x.requests} ${(x.bytes / 1024 / 1024).toFixed(0)}`).join(', ')} (MB)`);
  }
  lines.push(`  findings: ${r.findingCount} in ${r.findings.length} groups`);
  for (const f of r.findings) {
    lines.push(
      `  - [${f.kind}] ${f.status}: ${f.detail} (x${f.count}; ${f.methods.join(' ')}; ${f.families.join(' ')}; replay: seed ${f.seed}, path ${f.index})`,
    );
    lines.push(`      request: ${JSON.stringify(cut(f.request, 600))}`);
    if (f.shrunk) lines.push(`      shrunk:  ${JSON.stringify(cut(f.shrunk, 600))}`);
    else if (f.reproduced === false) lines.push('      (not reproduced alone)');
  }
  return lines.join('\n');
}

const cut = (/** @type {string} */ s, /** @type {number} */ n) => (s.length > n ? `${s.slice(0, n)}…` : s);
