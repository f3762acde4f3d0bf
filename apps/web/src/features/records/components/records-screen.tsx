import { type ExportLocation, InspectorExport } from './inspector-export.tsx';
import { PurgeRecords } from './purge-records.tsx';
import { RetentionForm } from './retention-form.tsx';
import { VerifyRecords } from './verify-records.tsx';

/**
 * The owner's records an inspector accepts (docs/decisions/0205-records-kept.md): the chain's check
 * and the inspector's export first (what an inspection asks for), then how long records are kept and
 * the purge after that.
 */
export function RecordsScreen({
  organizationId,
  locations,
}: {
  organizationId: string;
  locations: readonly ExportLocation[];
}) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <VerifyRecords />
        <InspectorExport organizationId={organizationId} locations={locations} />
      </div>
      <div className="space-y-6">
        <RetentionForm organizationId={organizationId} />
        <PurgeRecords organizationId={organizationId} />
      </div>
    </div>
  );
}
