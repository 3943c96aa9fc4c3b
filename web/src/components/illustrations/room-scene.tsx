import { SofaIllustration } from './sofa';
import { PlantIllustration } from './plant';
import { SvgFrame, type IllustrationProps } from './svg-frame';

/** The hero picture: a quiet living room with a sofa, an arc lamp, a framed print and a plant. */
export function RoomSceneIllustration(props: IllustrationProps) {
  return (
    <SvgFrame viewBox="0 0 640 480" {...props}>
      <rect width="640" height="480" fill="#ebebeb" />
      <rect y="380" width="640" height="100" fill="#dedbd6" />
      <rect y="380" width="640" height="3" fill="#cfcac3" />
      <rect x="236" y="70" width="150" height="110" fill="#fff" stroke="#1a1a1a" strokeWidth="6" />
      <rect x="252" y="86" width="118" height="78" fill="#f5f5f5" />
      <circle cx="290" cy="118" r="18" fill="#eca927" />
      <path d="M252 164l40-34 26 20 22-16 30 30z" fill="#3f5078" opacity="0.85" />
      <path d="M520 380V150c0-60-60-92-130-80" stroke="#1a1a1a" strokeWidth="5" fill="none" />
      <path d="M372 66c-18 4-34 20-34 40h60c0-18-12-34-26-40z" fill="#1a1a1a" />
      <ellipse cx="368" cy="108" rx="24" ry="4" fill="#eca927" opacity="0.6" />
      <rect x="496" y="376" width="48" height="8" fill="#1a1a1a" />
      <SofaIllustration x="110" y="210" width="400" height="250" color="#7888b8" accent="#eca927" />
      <PlantIllustration x="36" y="210" width="110" height="200" />
      <g>
        <rect x="540" y="318" width="70" height="8" fill="#5b4636" />
        <path d="M548 326h6v58h-6zM596 326h6v58h-6z" fill="#5b4636" />
        <rect x="556" y="296" width="18" height="22" fill="#f5f5f5" stroke="#d9d9d9" />
        <rect x="580" y="306" width="22" height="12" fill="#a8872c" />
      </g>
    </SvgFrame>
  );
}
