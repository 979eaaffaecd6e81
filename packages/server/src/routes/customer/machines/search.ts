import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { components } from '@eqp/contract';
import type { Db } from '../../../db/client.js';
import { machineModels, machines, machineTypes, suppliers } from '../../../db/schema.js';
import { namedRef } from './refs.js';

export type MachineSearchHit = components['schemas']['MachineSearchHit'];

/** `text` as a LIKE pattern with %, _ and \ taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How many of the organisation's machines, in list order, a text without a word of three letters
 * or digits is looked for in (ranks 2 and 3): the trigram indexes cannot narrow such a text down.
 */
export const SHORT_TEXT_WINDOW = 1000;

/**
 * Whether pg_trgm takes at least one trigram from `%text%`: it does from a word (a run of letters
 * or digits) of three characters or more. Without one, a trigram index scan returns every row.
 */
export const hasTrigram = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);

/**
 * The organisation's machines matching `text` (trimmed, case-insensitive), best first, at most
 * `limit`, and whether more matched. Ranks: 0 the display name or serial number is the text;
 * 1 one of them starts with it; 2 one of them contains it; 3 the location (Name) contains it;
 * 4 only the model, type or supplier name contains it. Within a rank: display name, then id.
 *
 * Each way to match gives its first `limit + 1` machines in list order, and only those are
 * ranked, so the cost follows the number of matches, not the size of the organisation:
 * - equal (rank 0) and starting with (rank 1): the lower-case btree indexes
 *   machines_customer_display_name_lower_idx and machines_customer_serial_number_lower_idx
 *   (equality, and the range of the texts starting with it), for any text;
 * - containing (ranks 2 and 3), for a text with a word of three letters or digits: the GIN index
 *   machines_customer_search_idx (the organisation with the trigrams of display name, serial
 *   number and location), so only the organisation's matches are read. A shorter text ("AC",
 *   "6-1") has no trigram: it is looked for only among the organisation's first
 *   SHORT_TEXT_WINDOW machines in list order. So a short text answers exactly as a long one in an
 *   organisation of up to SHORT_TEXT_WINDOW machines, and in a larger one finds equal and
 *   starting machines anywhere but a machine that only contains it further down the list is not
 *   found (typing a third letter finds it);
 * - the model, type or supplier (rank 4): the models whose name, type or supplier matches (the
 *   catalogue tables are tiny), then for each the organisation's first machines of that model
 *   from the index (customer_id, machine_model_id, display_name, id). Type and supplier are
 *   matched through the model: a machine without a model is found by its own texts.
 * On the scale customer (20,000 machines) each search takes 1-4 ms in PostgreSQL where reading
 * its machines took 25-45 ms (and 65 ms for a text matching no model).
 */
export async function searchMachines(
  db: Db,
  customerId: number,
  text: string,
  limit: number,
): Promise<{ items: MachineSearchHit[]; more: boolean }> {
  const needle = text.trim();
  const exact = needle.toLowerCase();
  const prefix = `${literal(needle)}%`;
  const contains = `%${literal(needle)}%`;
  const take = limit + 1;
  const m = machines;
  const rank = sql`case
          when lower(${m.displayName}) = ${exact} or lower(${m.serialNumber}) = ${exact} then 0
          when ${m.displayName} ilike ${prefix} or ${m.serialNumber} ilike ${prefix} then 1
          when ${m.displayName} ilike ${contains} or ${m.serialNumber} ilike ${contains} then 2
          else 3
        end`;
  // Each branch below gives the first `take` machines (in list order) of one way to match; the
  // rows of a rank in the answer are always among its branches' rows, so only those are ranked.
  // A branch ordered by `display_name || ''` (the same order) is read from its index and sorted:
  // the planner cannot walk the organisation in list order until `take` rows match instead, which
  // reads most of a large organisation when the matches come late in the list - display names
  // that start alike or share a model name come together (all "EF Spiral" machines of the scale
  // customer come after 18,000 others). Serial numbers and locations are not so ordered with the
  // display name, so there the planner may walk the list when its statistics say matches are
  // frequent (serial numbers starting with "SN": 21 machines read instead of 20,000; the location
  // "Kitchen": about 20 instead of 2,330).
  const byIndex = sql`${m.displayName} || '', ${m.id}`;
  const byList = sql`${m.displayName}, ${m.id}`;
  // The organisation's machines whose lower-case `column` starts with the text: a range of its
  // lower-case btree index (any string starting with p lies in [p, p || U+10FFFF)). Rank 0
  // machines start with it too, hence `take` more than there are of them.
  const startsWith = (column: AnyPgColumn, order: SQL) => sql`
        select ${m.id} from ${m}
        where ${m.customerId} = ${customerId}
          and lower(${column}) ~>=~ lower(${needle}) and lower(${column}) ~<~ (lower(${needle}) || chr(1114111))
        order by ${order}
        limit ${take} + (select count(*) from exact)`;
  // The organisation's machines matching `condition` (ILIKE): with a trigram, all of them (from
  // machines_customer_search_idx); without, among its first SHORT_TEXT_WINDOW in list order, read
  // in that order until `take` match.
  const containing = hasTrigram(needle)
    ? (condition: SQL, order: SQL) => sql`
        select ${m.id} from ${m}
        where ${m.customerId} = ${customerId} and (${condition})
        order by ${order}
        limit ${take}`
    : (condition: SQL) => sql`
        select id from (
          select ${m.id}, ${m.displayName}, ${m.serialNumber}, ${m.name} from ${m}
          where ${m.customerId} = ${customerId}
          order by ${byList}
          limit ${SHORT_TEXT_WINDOW}
        ) ${m}
        where ${condition}
        order by ${byList}
        limit ${take}`;
  const result = await db.execute<MachineSearchHit>(sql`
    with exact as (
      select ${m.id} from ${m}
      where ${m.customerId} = ${customerId}
        and (lower(${m.displayName}) = ${exact} or lower(${m.serialNumber}) = ${exact})
    ),
    candidates as (
      select id from exact
      union (${startsWith(m.displayName, byIndex)})
      union (${startsWith(m.serialNumber, byList)})
      union (${containing(sql`${m.displayName} ilike ${contains} or ${m.serialNumber} ilike ${contains}`, byIndex)})
      union (${containing(sql`${m.name} ilike ${contains}`, byList)})
    ),
    own as (
      select ${m.id} as id, ${m.displayName} as display_name, ${rank} as rank
      from ${m}
      where ${m.id} = any(array(select id from candidates))
      order by rank, ${m.displayName}, ${m.id}
      limit ${take}
    ),
    catalogue as (
      select found.id, found.display_name, 4 as rank
      from (
        select ${machineModels.id} as id from ${machineModels}
        left join ${machineTypes} on ${machineTypes.id} = ${machineModels.machineTypeId}
        left join ${suppliers} on ${suppliers.id} = ${machineModels.supplierId}
        where ${machineModels.name} ilike ${contains}
          or ${machineTypes.name} ilike ${contains}
          or ${suppliers.name} ilike ${contains}
      ) model
      cross join lateral (
        select ${m.id} as id, ${m.displayName} as display_name from ${m}
        where ${m.customerId} = ${customerId} and ${m.machineModelId} = model.id
        order by ${m.displayName}, ${m.id}
        limit ${take}
      ) found
      order by found.display_name, found.id
      limit ${take}
    )
    select ${m.id} as "Id", ${m.displayName} as "DisplayName", ${m.name} as "Name",
      ${m.serialNumber} as "SerialNumber", ${machineTypes.name} as "MachineType",
      ${machineTypes.id} as "typeId", ${suppliers.id} as "supplierId",
      ${machineModels.name} as "ParentMachineModelName", ${suppliers.name} as "SupplierName",
      ${m.machineModelId} as "MachineModelId", ${machineModels.imagePath} as "ModelImage"
    from (
      select id, min(rank) as rank, display_name
      from (select * from own union all select * from catalogue) found
      group by id, display_name
      order by 2, display_name, id
      limit ${take}
    ) ranked
    join ${m} on ${m.id} = ranked.id
    left join ${machineModels} on ${machineModels.id} = ${m.machineModelId}
    left join ${machineTypes} on ${machineTypes.id} = coalesce(${m.machineTypeId}, ${machineModels.machineTypeId})
    left join ${suppliers} on ${suppliers.id} = coalesce(${m.supplierId}, ${machineModels.supplierId})
    order by ranked.rank, ranked.display_name, ranked.id
  `);
  type Row = Omit<MachineSearchHit, 'MachineTypeRef' | 'SupplierRef'> & {
    typeId: number | null;
    supplierId: number | null;
  };
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  const items = rows.slice(0, limit).map(({ typeId, supplierId, ...row }): MachineSearchHit => ({
    ...row,
    MachineTypeRef: namedRef(typeId, row.MachineType),
    SupplierRef: namedRef(supplierId, row.SupplierName),
    Id: Number(row.Id),
    MachineModelId: row.MachineModelId === null ? null : Number(row.MachineModelId),
  }));
  return { items, more: rows.length > limit };
}
