// `npm audit --omit=dev` at high severity, with dated waivers.
// Fails on any high or critical advisory of a production dependency that .ci/audit-waivers.json does
// not waive (a waiver names the advisory, says why, and lapses on its `until` date).
// When the registry offers no audit endpoint (some mirrors answer 405), says so loudly and passes:
// there is no advisory data to judge by, which is not the same as a finding.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const SEVERE = new Set(['high', 'critical']);
const waiverFile = new URL('../.ci/audit-waivers.json', import.meta.url);
const today = new Date().toISOString().slice(0, 10);

const waivers = JSON.parse(fs.readFileSync(waiverFile, 'utf8')).filter((w) => {
  if (!w.advisory || !w.reason || !w.date || !w.until)
    throw new Error(`incomplete waiver: ${JSON.stringify(w)}`);
  return w.until >= today;
});

let output;
try {
  output = execFileSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
} catch (error) {
  // npm audit exits non-zero when it finds anything; its JSON is still on stdout.
  output = error.stdout ?? '';
}
const report = JSON.parse(output || '{}');
if (!report.vulnerabilities) {
  console.warn(
    `npm audit: NO ADVISORY DATA (${report.message ?? 'no answer from the registry'}); nothing was checked.`,
  );
  process.exit(0);
}

const findings = [];
for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
  for (const via of vulnerability.via) {
    if (typeof via !== 'object' || !SEVERE.has(via.severity)) continue;
    const advisory = via.url?.split('/').pop() ?? String(via.source);
    const waived = waivers.some((w) => w.advisory === advisory);
    findings.push({ name, advisory, severity: via.severity, title: via.title, waived });
  }
}
for (const f of findings) {
  console.log(`${f.waived ? 'waived' : 'FAIL  '} ${f.severity} ${f.name} ${f.advisory}: ${f.title}`);
}
const failing = findings.filter((f) => !f.waived);
console.log(`npm audit: ${findings.length} high/critical advisories, ${failing.length} not waived.`);
process.exit(failing.length > 0 ? 1 : 0);
