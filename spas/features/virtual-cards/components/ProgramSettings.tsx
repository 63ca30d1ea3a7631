import type { ReactNode } from '../../../lib/react-deps.js';
import { isLoading } from '../../../../shared/session/queryClient.js';
import { useQuery } from '../../../lib/data-deps.js';
import { LoadingState } from '../../../ui/Spinner.js';
import { Alert } from '../../../ui/Alert.js';
import { DataSection, SummaryList } from '../../../ui/DataSection.js';
import { companyVirtualCardQuery } from '../api/companyVirtualCard.js';
import { cardDefaultsText, vendorCountText } from '../programText.js';

/**
 * The company's virtual card program as the bank set it (GET /company/virtualcard/{id}): whether it is enabled, the
 * card defaults a new vendor starts from, and the vendors by status. Its own panel: when it can't be loaded, only it
 * says so and the rest of the page works. The page's tabs (its children) come with it, not before: both answers are
 * asked in the same first round, and a panel growing above tabs already shown would push them down under the reader.
 */
export function ProgramSettings({ companyId, children }: { companyId: string; children: ReactNode }) {
  const settings = useQuery(companyVirtualCardQuery(companyId));
  if (isLoading(settings)) return <LoadingState label="Loading virtual cards…" />;
  return (
    <>
      <DataSection
        title="Your virtual card program"
        state={settings}
        what="your company’s virtual card program"
        retry={() => void settings.refetch()}
      >
        {(p) =>
          p.virtualCardEnabled ? (
            <SummaryList
              rows={[
                ['Virtual cards', 'Enabled'],
                ['New vendors’ cards', cardDefaultsText(p)],
                ['Vendors', vendorCountText(p)],
              ]}
            />
          ) : (
            <Alert tone="info">
              <p>
                Virtual cards are no longer enabled for your company, so vendors can’t be paid with them. Your bank can enable them again.
              </p>
            </Alert>
          )
        }
      </DataSection>
      {children}
    </>
  );
}
