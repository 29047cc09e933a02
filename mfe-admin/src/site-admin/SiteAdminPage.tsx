import { Tabs, Text } from '@chakra-ui/react';
import { isSiteAdmin, PageHeader, useSession } from '@portal/shared';
import AssumptionsPage from '../assumptions/AssumptionsPage';
import ReportTemplatesPage from '../report-templates/ReportTemplatesPage';
import { ClassificationEditor } from './ClassificationEditor';
import { InvoicesPanel } from './InvoicesPanel';
import { AdvisorsPanel } from './AdvisorsPanel';
import { StatisticsPanel } from './StatisticsPanel';
import { TeamsPanel } from './TeamsPanel';

/** /site-admin, Global Administration (site administrators, role id 1): advisors, teams and licences, statistics, global assumptions, report templates, the ticker table and licence invoices. */
export default function SiteAdminPage() {
  const account = useSession((s) => s.account);
  if (!isSiteAdmin(account)) {
    return <><PageHeader title="Global Administration" /><Text color="fg.muted">Only site administrators may open Global Administration.</Text></>;
  }
  return (
    <>
      <PageHeader title="Global Administration" description="What every team, advisor and plan inherits unless it sets its own." />
      <Tabs.Root defaultValue="advisors" lazyMount>
        <Tabs.List mb="5" flexWrap="wrap">
          <Tabs.Trigger value="advisors">Advisors</Tabs.Trigger>
          <Tabs.Trigger value="teams">Teams</Tabs.Trigger>
          <Tabs.Trigger value="statistics">Statistics</Tabs.Trigger>
          <Tabs.Trigger value="assumptions">Global Portfolio Assumptions</Tabs.Trigger>
          <Tabs.Trigger value="reports">Global Report Templates</Tabs.Trigger>
          <Tabs.Trigger value="classification">Ticker Classification</Tabs.Trigger>
          <Tabs.Trigger value="invoices">Licence Invoices</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="advisors"><AdvisorsPanel /></Tabs.Content>
        <Tabs.Content value="teams"><TeamsPanel /></Tabs.Content>
        <Tabs.Content value="statistics"><StatisticsPanel /></Tabs.Content>
        <Tabs.Content value="assumptions"><AssumptionsPage level={1} embedded /></Tabs.Content>
        <Tabs.Content value="reports"><ReportTemplatesPage level={1} embedded /></Tabs.Content>
        <Tabs.Content value="classification"><ClassificationEditor /></Tabs.Content>
        <Tabs.Content value="invoices"><InvoicesPanel /></Tabs.Content>
      </Tabs.Root>
    </>
  );
}
