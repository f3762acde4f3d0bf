import type { OfflinePunch, OfflineReviewReason } from '@shiftclock/contract/offline-punches';
import type { OfflinePunchRow } from './offline-punches.repository.ts';

/** An offline punch as the manager's review list shows it (packages/contract/src/offline-punches.ts). */
export function toOfflinePunchDto(row: OfflinePunchRow): OfflinePunch {
  return {
    id: row.id,
    type: row.type,
    employeeId: row.employeeCode,
    employee: row.employeeUuid && row.employeeName ? { id: row.employeeUuid, name: row.employeeName } : null,
    deviceName: row.deviceName,
    deviceNumber: row.deviceNumber,
    deviceTime: row.deviceTime.toISOString(),
    punchTime: row.punchTime.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    // Only punches sent to review are listed, and the transaction that sent one gave its reason.
    reason: row.reason as OfflineReviewReason,
  };
}
