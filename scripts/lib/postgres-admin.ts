import { Client } from 'pg';

/** One statement on its own connection (CREATE or DROP DATABASE cannot run in a pool's transaction). */
export async function adminStatement(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
