/** Decorative skyline of Dutch canal houses for the home hero. */
export function CanalHouses() {
  return (
    <svg className="canal-houses" viewBox="0 0 1200 160" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <g fill="currentColor">
        <path d="M-20 160V62h10V50h10V40h20v10h10v12h10v98z" opacity=".75" />
        <path d="M40 160V70l20-24 20 24v90z" opacity=".55" />
        <path d="M80 160V52h8V38h8V26h24v12h8v14h8v108z" opacity=".8" />
        <path d="M136 160V64c0-14 14-28 28-32 14 4 28 18 28 32v96z" opacity=".6" />
        <path d="M192 160V44l30-26 30 26v116z" opacity=".9" />
        <path d="M252 160V60h10V46h10V34h20v12h10v14h10v100z" opacity=".65" />
        <path d="M312 160V72c0-10 12-22 26-26 14 4 26 16 26 26v88z" opacity=".8" />
        <path d="M364 160V40l26-22 26 22v120z" opacity=".55" />
        <path d="M416 160V58h8V44h8V30h28v14h8v14h8v102z" opacity=".9" />
        <path d="M476 160V66c0-12 13-25 27-29 14 4 27 17 27 29v94z" opacity=".7" />
        <path d="M530 160V50l24-22 24 22v110z" opacity=".85" />
        <path d="M578 160V62h9V48h9V36h22v12h9v14h9v98z" opacity=".6" />
        <path d="M636 160V46l28-26 28 26v114z" opacity=".9" />
        <path d="M692 160V70c0-12 12-24 26-28 14 4 26 16 26 28v90z" opacity=".65" />
        <path d="M744 160V54h8V40h8V28h26v12h8v14h8v106z" opacity=".85" />
        <path d="M802 160V64l24-22 24 22v96z" opacity=".6" />
        <path d="M850 160V48c0-14 14-28 28-32 14 4 28 18 28 32v112z" opacity=".9" />
        <path d="M906 160V60h9V46h9V34h22v12h9v14h9v100z" opacity=".7" />
        <path d="M964 160V42l28-24 28 24v118z" opacity=".85" />
        <path d="M1020 160V68c0-12 12-24 26-28 14 4 26 16 26 28v92z" opacity=".6" />
        <path d="M1072 160V52h8V38h8V26h26v12h8v14h8v108z" opacity=".9" />
        <path d="M1130 160V66l24-22 24 22v94z" opacity=".65" />
        <path d="M1178 160V56c0-12 12-24 26-28 14 4 26 16 26 28v104z" opacity=".85" />
      </g>
      <g fill="#fff" opacity=".55">
        <rect x="206" y="70" width="10" height="14" rx="1" />
        <rect x="228" y="70" width="10" height="14" rx="1" />
        <rect x="206" y="100" width="10" height="14" rx="1" />
        <rect x="228" y="100" width="10" height="14" rx="1" />
        <rect x="650" y="72" width="10" height="14" rx="1" />
        <rect x="670" y="72" width="10" height="14" rx="1" />
        <rect x="650" y="102" width="10" height="14" rx="1" />
        <rect x="670" y="102" width="10" height="14" rx="1" />
        <rect x="978" y="68" width="10" height="14" rx="1" />
        <rect x="998" y="68" width="10" height="14" rx="1" />
        <rect x="978" y="98" width="10" height="14" rx="1" />
        <rect x="998" y="98" width="10" height="14" rx="1" />
        <rect x="430" y="64" width="9" height="13" rx="1" />
        <rect x="450" y="64" width="9" height="13" rx="1" />
        <rect x="862" y="66" width="9" height="13" rx="1" />
        <rect x="884" y="66" width="9" height="13" rx="1" />
      </g>
    </svg>
  );
}
