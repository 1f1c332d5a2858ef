/**
 * The export is generic over the schema, so a new column is exported unless said otherwise: this
 * test fails when a column whose name looks secret is exported without being named harmless,
 * and when an omission names a table or column the schema no longer has.
 */
import { getTableConfig } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import {
  EXPORT_TABLES,
  HARMLESS_COLUMNS,
  OMITTED_COLUMNS,
  OMITTED_TABLES,
  SECRET_LOOKING,
  schemaTables,
} from './exportSchema.js';

it('exports no column whose name looks secret unless it is named harmless', () => {
  const exported = EXPORT_TABLES.flatMap((table) =>
    table.columns.map((column) => `${table.name}.${column.name}`),
  );
  const suspicious = exported.filter((name) => SECRET_LOOKING.test(name.split('.')[1]!));
  expect(suspicious.filter((name) => !(name in HARMLESS_COLUMNS))).toEqual([]);
});

it('names only tables and columns the schema has', () => {
  const tables = schemaTables();
  expect(Object.keys(OMITTED_TABLES).filter((name) => !tables.has(name))).toEqual([]);
  const columnsOf = (table: string) =>
    new Set(getTableConfig(tables.get(table)!).columns.map((column) => column.name));
  const harmless = Object.keys(HARMLESS_COLUMNS).filter((name) => {
    const [table, column] = name.split('.') as [string, string];
    return !tables.has(table) || !columnsOf(table).has(column);
  });
  expect(harmless).toEqual([]);
  // is_operator arrives with the installation operator (issue 23): named ahead of it.
  for (const [table, columns] of Object.entries(OMITTED_COLUMNS)) {
    const missing = Object.keys(columns).filter(
      (column) => !columnsOf(table).has(column) && column !== 'is_operator',
    );
    expect(missing, table).toEqual([]);
  }
});

it('puts every table after the tables its required references point to', () => {
  const order = EXPORT_TABLES.map((table) => table.name);
  expect(order[0]).toBe('organizations');
  for (const table of EXPORT_TABLES) {
    for (const fk of getTableConfig(table.table).foreignKeys) {
      const reference = fk.reference();
      const target = getTableConfig(reference.foreignTable).name;
      const deferred = reference.columns.every(
        (column) => !column.notNull || column.name === table.orgColumn.name,
      );
      if (order.includes(target) && !deferred) {
        expect(order.indexOf(target), `${table.name} → ${target}`).toBeLessThan(
          order.indexOf(table.name),
        );
      }
    }
  }
});
