// Creates an empty PostgreSQL database for one test run and prints its URL.
// Usage: node scripts/create-test-database.mjs postgres://postgres@127.0.0.1:5432 <name>
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = require('pg');
const [server, name] = process.argv.slice(2);
if (!server || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: create-test-database.mjs <server url> <name: a-z 0-9 _>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: `${server}/postgres` });
await client.connect();
await client.query(`create database ${name}`);
await client.end();
console.log(`${server}/${name}`);
