/**
 * The public landing pages of part 2 §2.10, one config per platform: its texts live in i18n under
 * landing.<key>, its cards' icons and colours here.
 */
import AudioOutlined from '@ant-design/icons-svg/es/asn/AudioOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CloudOutlined from '@ant-design/icons-svg/es/asn/CloudOutlined';
import CommentOutlined from '@ant-design/icons-svg/es/asn/CommentOutlined';
import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import LaptopOutlined from '@ant-design/icons-svg/es/asn/LaptopOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

export const LANDING_KEYS = [
  'practice_teaching',
  'workplace_skills',
  'dynamic_exam_evaluation',
  'simulation_test',
  'resource_library',
  'cloud_internship',
  'cross_border_e-commerce',
] as const;
export type LandingKey = (typeof LANDING_KEYS)[number];

export const FEATURE_KEYS = ['f1', 'f2', 'f3', 'f4'] as const;

export interface LandingConfig {
  key: LandingKey;
  /** The hero gradient: the brand blue, shifted a little per platform so each page is recognisable. */
  gradient: string;
  icons: Record<(typeof FEATURE_KEYS)[number], IconDefinition>;
}

export const LANDINGS: Record<LandingKey, LandingConfig> = {
  practice_teaching: {
    key: 'practice_teaching',
    gradient: 'linear-gradient(135deg, #0b1f5c 0%, #1d4ed8 60%, #2563eb 100%)',
    icons: { f1: CommentOutlined, f2: FileTextOutlined, f3: LaptopOutlined, f4: BarChartOutlined },
  },
  workplace_skills: {
    key: 'workplace_skills',
    gradient: 'linear-gradient(135deg, #0c2a4d 0%, #1e40af 55%, #0e7490 100%)',
    icons: { f1: BankOutlined, f2: TeamOutlined, f3: SolutionOutlined, f4: TrophyOutlined },
  },
  dynamic_exam_evaluation: {
    key: 'dynamic_exam_evaluation',
    gradient: 'linear-gradient(135deg, #111c44 0%, #1d4ed8 60%, #4338ca 100%)',
    icons: { f1: FileSearchOutlined, f2: ClockCircleOutlined, f3: SafetyCertificateOutlined, f4: BarChartOutlined },
  },
  simulation_test: {
    key: 'simulation_test',
    gradient: 'linear-gradient(135deg, #0a1a3f 0%, #1e3a8a 50%, #0369a1 100%)',
    icons: { f1: ExperimentOutlined, f2: GlobalOutlined, f3: FileTextOutlined, f4: BarChartOutlined },
  },
  resource_library: {
    key: 'resource_library',
    gradient: 'linear-gradient(135deg, #0f1d4a 0%, #1d4ed8 55%, #3b82f6 100%)',
    icons: { f1: BookOutlined, f2: AudioOutlined, f3: ReadOutlined, f4: TeamOutlined },
  },
  cloud_internship: {
    key: 'cloud_internship',
    gradient: 'linear-gradient(135deg, #0b2540 0%, #1d4ed8 55%, #0891b2 100%)',
    icons: { f1: CloudOutlined, f2: IdcardOutlined, f3: SolutionOutlined, f4: BarChartOutlined },
  },
  'cross_border_e-commerce': {
    key: 'cross_border_e-commerce',
    gradient: 'linear-gradient(135deg, #1a1446 0%, #1d4ed8 55%, #7c3aed 100%)',
    icons: { f1: VideoCameraOutlined, f2: ShopOutlined, f3: CommentOutlined, f4: BarChartOutlined },
  },
};

export function landingFor(pathname: string): LandingConfig {
  const key = pathname.replace(/^\/+|\/+$/g, '');
  return (LANDING_KEYS as readonly string[]).includes(key) ? LANDINGS[key as LandingKey] : LANDINGS.practice_teaching;
}
