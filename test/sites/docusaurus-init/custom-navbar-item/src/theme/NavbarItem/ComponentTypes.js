import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import Stars from '@site/src/components/Stars';

export default {
  ...ComponentTypes,
  'custom-stars': Stars,
};
