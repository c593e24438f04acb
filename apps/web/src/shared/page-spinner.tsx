/** The loading state of a page or shell while its chunk or first data arrives. */
import { Flex, Spin } from 'antd';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 320 }}>
      <Spin size="large" />
    </Flex>
  );
}
