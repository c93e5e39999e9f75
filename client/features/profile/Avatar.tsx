/** A round profile photo, or the first letter of the name when there is none. */
export function Avatar({ url, name, size = 40 }: { url?: string | null; name: string; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (url) return <img className="avatar" src={url} alt="" width={size} height={size} style={style} />;
  return (
    <span className="avatar avatar--initial" style={style} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
