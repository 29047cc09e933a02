import type { ReactElement } from 'react';
import { HStack, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChartIcon, clientLinkVisible, HistoryIcon, isAdvisor, PLAN_TOOLS, PRINT_DIALOG_DELAY_MS, PrintIcon, ReportIcon, usePlanHref, useSession } from '@portal/shared';

const icons: Record<string, ReactElement> = {
  '/plan/portfolio-assumptions': <ChartIcon />,
  '/plan/reports': <ReportIcon />,
  '/plan/history': <HistoryIcon />,
};

/** Print Current Page: the print header renders first, then the print dialog opens after 100 ms. */
export function printCurrentPage(): void {
  setTimeout(() => window.print(), PRINT_DIALOG_DELAY_MS);
}

/** Fixed icon buttons of the plan navigation. */
export function PlanTools() {
  const planHref = usePlanHref();
  const account = useSession((s) => s.account);
  // Clients see the tools their flags allow (reports, history); advisors all of them.
  const tools = isAdvisor(account) ? PLAN_TOOLS : PLAN_TOOLS.filter((t) => clientLinkVisible(t.to, account?.clientPermissions));
  return (
    <HStack gap="1" mb="3" aria-label="Plan tools" role="toolbar">
      {tools.map((t) => (
        <IconButton key={t.to} asChild aria-label={t.label} title={t.label} size="sm" variant="outline">
          {/* Links (not buttons): they open in a new tab too, with the plan in their address. */}
          <RouterLink to={planHref(t.to)}>{icons[t.to]}</RouterLink>
        </IconButton>
      ))}
      <IconButton aria-label="Print Current Page" title="Print Current Page" size="sm" variant="outline" onClick={printCurrentPage}>
        <PrintIcon />
      </IconButton>
    </HStack>
  );
}
