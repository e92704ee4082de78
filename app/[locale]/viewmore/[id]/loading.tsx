export { default } from '@/components/layout/route-loading';
