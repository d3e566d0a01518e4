// The catalogue names colours in words; these are the shades the shop shows for them.
const SHADES: Record<string, string> = {
  black: '#222222',
  white: '#ffffff',
  navy: '#1f2f56',
  maroon: '#7a1f2b',
  beige: '#d9c29d',
  olive: '#66702f',
  pink: '#e58aa8',
  mustard: '#d39e1c',
  teal: '#1e7775',
  grey: '#878c96',
  gray: '#878c96',
};

/** A CSS colour for a colour name: the shop's shade, else the name itself if CSS knows it. */
export function colourShade(name: string): string {
  const key = name.trim().toLowerCase();
  return SHADES[key] ?? key.replace(/\s+/g, '');
}

/** A round dot of the colour; its name is said by the surrounding control. */
export function ColourDot({ name, size = 18 }: { name: string; size?: number }) {
  return (
    <span
      className="colour-dot"
      aria-hidden="true"
      style={{ background: colourShade(name), width: size, height: size }}
    />
  );
}
