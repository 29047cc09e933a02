import { Icon, type IconProps } from '@chakra-ui/react';

/** Small stroke icons (24x24 grid) drawn for the portal; no icon library is needed for these few. */
function make(paths: string[], label: string) {
  function PortalIcon(props: IconProps) {
    return (
      <Icon boxSize="5" {...props}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          {paths.map((d) => <path key={d} d={d} />)}
        </svg>
      </Icon>
    );
  }
  PortalIcon.displayName = `${label}Icon`;
  return PortalIcon;
}

export const PhoneIcon = make(['M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z'], 'Phone');
export const MailIcon = make(['M3 5h18v14H3z', 'M3 6l9 7 9-7'], 'Mail');
export const CalendarIcon = make(['M4 5h16v16H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'], 'Calendar');
export const HomeIcon = make(['M3 11l9-8 9 8', 'M5 10v10h5v-6h4v6h5V10'], 'Home');
export const PrintIcon = make(['M6 9V3h12v6', 'M6 18H4v-7h16v7h-2', 'M6 14h12v7H6z'], 'Print');
export const ChartIcon = make(['M4 20V4', 'M4 20h16', 'M8 16v-5', 'M12 16V8', 'M16 16v-3'], 'Chart');
export const ReportIcon = make(['M6 3h9l4 4v14H6z', 'M14 3v5h5', 'M9 13h7', 'M9 17h7'], 'Report');
export const HistoryIcon = make(['M3 12a9 9 0 1 0 3-6.7', 'M3 4v5h5', 'M12 8v4l3 2'], 'History');
export const ChevronDownIcon = make(['M6 9l6 6 6-6'], 'ChevronDown');
