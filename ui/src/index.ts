import './theme/global.css';

export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  buttonClassName,
} from './components/Button/Button';
export {
  CategoryMosaicCard,
  type CategoryMosaicCardProps,
} from './components/CategoryMosaicCard/CategoryMosaicCard';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { lightTheme } from './theme/lightTheme.css';
export { type ThemeTokens, tokens } from './theme/tokens';
export { vars } from './theme/vars.css';
