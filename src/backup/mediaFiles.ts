import type pg from 'pg'

/**
 * The uploaded files the media documents name: each original and each resized copy (the `filename`
 * columns of the media table), as the storage holds them.
 */
export async function mediaFiles(client: pg.Client): Promise<string[]> {
  const { rows: columns } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = 'media' and (column_name = 'filename' or column_name like 'sizes\\_%\\_filename')`,
  )
  if (!columns.length) return []
  const { rows } = await client.query<{ file: string }>(
    `select distinct file from media, unnest(array[${columns.map(({ name }) => `"${name}"`).join(', ')}]) as file where file is not null order by file`,
  )
  return rows.map((row) => row.file)
}
