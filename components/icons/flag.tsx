import type { ReactNode } from 'react';

/** Small flag artwork drawn inline: flag emoji do not render on every system (Linux, Windows). */
const stripes = (colors: string[], vertical = false): ReactNode =>
  colors.map((color, i) =>
    vertical ? (
      <rect
        key={i}
        x={(30 / colors.length) * i}
        y={0}
        width={30 / colors.length}
        height={20}
        fill={color}
      />
    ) : (
      <rect
        key={i}
        x={0}
        y={(20 / colors.length) * i}
        width={30}
        height={20 / colors.length}
        fill={color}
      />
    ),
  );

const artwork: Record<string, ReactNode> = {
  us: (
    <>
      {stripes(Array.from({ length: 13 }, (_, i) => (i % 2 ? '#fff' : '#b22234')))}
      <rect width={13} height={10.8} fill="#3c3b6e" />
    </>
  ),
  ru: stripes(['#fff', '#0039a6', '#d52b1e']),
  il: (
    <>
      <rect width={30} height={20} fill="#fff" />
      <rect y={2} width={30} height={3} fill="#0038b8" />
      <rect y={15} width={30} height={3} fill="#0038b8" />
      <path
        d="M15 6.2 18.3 12h-6.6L15 6.2Zm0 7.6L11.7 8h6.6L15 13.8Z"
        fill="none"
        stroke="#0038b8"
        strokeWidth={0.9}
      />
    </>
  ),
  nl: stripes(['#ae1c28', '#fff', '#21468b']),
  es: (
    <>
      <rect width={30} height={20} fill="#aa151b" />
      <rect y={5} width={30} height={10} fill="#f1bf00" />
    </>
  ),
  ae: (
    <>
      {stripes(['#00732f', '#fff', '#000'])}
      <rect width={8} height={20} fill="#ff0000" />
    </>
  ),
  hu: stripes(['#cd2a3e', '#fff', '#436f4d']),
  kr: (
    <>
      <rect width={30} height={20} fill="#fff" />
      <circle cx={15} cy={10} r={5} fill="#0047a0" />
      <path d="M10 10a5 5 0 0 1 10 0 2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 0-5 0Z" fill="#cd2e3a" />
      <g stroke="#000" strokeWidth={1}>
        <path d="M4 4.5 7 2.5M5 6l3-2M24 16l3-2M23 17.5l3-2M4 15.5l3 2M5 14l3 2M23 2.5l3 2M22 4l3 2" />
      </g>
    </>
  ),
  fr: stripes(['#002395', '#fff', '#ed2939'], true),
  ro: stripes(['#002b7f', '#fcd116', '#ce1126'], true),
  de: stripes(['#000', '#dd0000', '#ffce00']),
  tr: (
    <>
      <rect width={30} height={20} fill="#e30a17" />
      <circle cx={11} cy={10} r={5} fill="#fff" />
      <circle cx={12.3} cy={10} r={4} fill="#e30a17" />
      <path d="m17 10 3.8-1.2-2.3 3.2V8l2.3 3.2L17 10Z" fill="#fff" />
    </>
  ),
  it: stripes(['#009246', '#fff', '#ce2b37'], true),
};

export function Flag({ country, size = 20 }: { country: string; size?: number }) {
  return (
    <svg
      width={size * 1.5}
      height={size}
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 3, flexShrink: 0, boxShadow: '0 0 0 1px rgb(0 0 0 / 12%)' }}
    >
      {artwork[country]}
    </svg>
  );
}
