/** The save state of every answering page (practice, exams, tasks): Chinese. */

export const zhAnswering = {
  answering: {
    saving: '正在保存…',
    saved: '已保存 {{time}}',
    offline: '网络已断开：答案已存在本机，恢复网络后自动补传（待传 {{count}} 项）',
    pending: '待上传 {{count}} 项',
    refused: '未能保存：{{message}}',
    notSaved: '还有 {{count}} 项答案尚未保存到服务器，暂不能提交；答案已存在本机，恢复后会自动补传，请稍后再试',
  },
};
