import type { FastifyReply } from 'fastify';

/** Sends a CSV export as a download that no cache keeps. */
export function sendCsv(reply: FastifyReply, file: { fileName: string; csv: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.csv);
}
