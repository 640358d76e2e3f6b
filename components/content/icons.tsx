import { Svg, type IconProps } from "@/components/ui/icons";

/** Icons of content cards and pages (they depict things: never mirrored in RTL), 18 px unless sized. */
export const ClockIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Svg>
);

export const NewsIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <path d="M7 9h10M7 12.5h10M7 16h6" />
  </Svg>
);

export const DownloadIcon = (props: IconProps) => (
  <Svg size={18} {...props}>
    <path d="M12 4v11M7 10.5l5 4.5 5-4.5M5 19.5h14" />
  </Svg>
);
