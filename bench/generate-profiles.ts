import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../server/db/client.ts';
import { regionsOf } from '../server/modules/sites/regions.ts';

const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * Runs `fill` with the non-unique indexes of `tables` dropped, then builds them again: one sorted build of each is
 * several times faster than keeping eight search indexes up to date row by row (random places in trees larger than
 * the database's cache) while millions of rows go in.
 */
async function withoutPlainIndexes(db: Db, tables: string[], fill: () => Promise<void>): Promise<void> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      where t.relname in ${tables} and not i.indisunique and t.relnamespace = 'public'::regnamespace`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  try {
    await fill();
  } finally {
    for (const { definition } of indexes) await db.execute(sql.raw(definition));
  }
}

/**
 * Adds `count` generated members (confirmed, active profiles, 3% invisible) to a site, in batches of set-based SQL:
 * random gender, a country of the site and one of its regions, age 18-75, signup within the last three years.
 */
export async function generateProfiles(db: Db, siteId: string, countries: string[], count: number, batch = 100_000) {
  const regionOf = sql.raw(
    `case ${countries
      .map((country) => {
        const codes = regionsOf(country).map((r) => `'${r.code}'`);
        return `when country = '${country}' then (array[${codes.join(',')}])[1 + floor(r_region * ${codes.length})::int]`;
      })
      .join(' ')} end`,
  );
  await withoutPlainIndexes(db, ['users', 'profiles'], async () => {
    for (let done = 0; done < count; done += batch) {
      const size = Math.min(batch, count - done);
      await db.execute(sql`drop table if exists bench_generated`);
      await db.execute(sql`
      create temp table bench_generated as
      select gen_random_uuid() as id, n, (${list(countries)})[1 + (n % ${countries.length})] as country,
        random() as r_signup, random() as r_gender, random() as r_age, random() as r_region, random() as r_hidden
      from generate_series(${done + 1}::int, ${done + size}::int) as n`);
      await db.execute(sql`
      insert into users (id, site_id, email, password_hash, status, language, invisible, signup_date)
      select id, ${siteId}::uuid, 'bench-' || id || '@bench.example', 'x', 'confirmed', 'nl', r_hidden < 0.03,
        now() - (r_signup * interval '1095 days')
      from bench_generated`);
      await db.execute(sql`
      insert into profiles (user_id, site_id, name, status, gender, sexuality, date_of_birth, country, region, city)
      select id, ${siteId}::uuid, 'Bench ' || n, 'active', case when r_gender < 0.5 then 'female' else 'male' end,
        'hetero', current_date - (18 * 365 + floor(r_age * 57 * 365))::int, country, ${regionOf}, 'Bench city'
      from bench_generated`);
    }
  });
  await db.execute(sql`drop table if exists bench_generated`);
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze profiles`);
}
