import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;
type Node = onnxProto.onnx.INodeProto;
type TensorProto = onnxProto.onnx.ITensorProto;

/**
 * PP-OCRv4's exported graphs (paddle2onnx, opset 9 and 11) spell each PP-LCNetV3 block as a
 * convolution followed by eight element-wise nodes: a learnable affine block (a scalar Mul and Add),
 * hard-swish written out (`x * clip(x + 3, 0, 6) / 6`: Add, Clip, Mul, Div) and a second affine
 * block. onnxruntime fuses none of them, and each one breaks its NCHWc layout, so every convolution
 * is wrapped in two layout reorders (bench/README.md, "Fused element-wise chains"). This rewrites, in
 * memory and once per model load, only chains whose fused form computes the same function:
 *
 * - a scalar (or per-channel) Mul and/or Add right after a convolution, into its weights and bias;
 * - hard-swish as `x * HardSigmoid(x; 1/6, 1/2)` (HardSigmoid exists since opset 6: the graphs'
 *   opsets stay as they are, so no other node changes meaning);
 * - a scalar Mul and Add right before a convolution without padding (where no zero is padded in
 *   after the affine, folding its bias is exact), into that convolution;
 * - any other scalar Mul and Add pair (before a padded depthwise convolution) as one
 *   BatchNormalization with mean 0, variance 1 and epsilon 0, the same s * x + b, which onnxruntime
 *   keeps in its NCHWc layout (a lone scalar Mul or Add makes it reorder the tensor twice).
 *
 * The results differ from the unfused graph only by float rounding; bench/document-trust.ts
 * (`--fused`) and test/document-trust-ocr-fused.test.ts check that the pages read the same.
 */

/** What the rewrite changed, for the bench and the test (a model with none of the chains changes nothing). */
export interface FusedChains {
  affineIntoConvOutput: number;
  affineIntoConvInput: number;
  affineAsBatchNorm: number;
  hardSwish: number;
  nodesBefore: number;
  nodesAfter: number;
}

const float = 1;

function tensorValues(tensor: TensorProto): Float32Array | undefined {
  if (tensor.dataType !== float) return undefined;
  if (tensor.rawData && tensor.rawData.length > 0) {
    const raw = tensor.rawData;
    // Copy: the raw bytes may sit at any offset of the decoded buffer.
    return new Float32Array(Uint8Array.from(raw).buffer);
  }
  return tensor.floatData ? Float32Array.from(tensor.floatData) : undefined;
}

function setTensorValues(tensor: TensorProto, values: Float32Array): void {
  tensor.rawData = new Uint8Array(values.buffer.slice(values.byteOffset, values.byteOffset + values.byteLength));
  tensor.floatData = [];
}

const dimsOf = (tensor: TensorProto) => (tensor.dims ?? []).map(Number);

export function fuseElementwiseChains(modelBytes: Uint8Array): { bytes: Uint8Array; fused: FusedChains } {
  const model = onnx.ModelProto.decode(modelBytes);
  const graph = model.graph!;
  const nodes = graph.node!;
  const nodesBefore = nodes.length;
  // Constants: the graphs keep their weights in Constant nodes (older exporters) or initializers.
  const constants = new Map<string, TensorProto>();
  for (const t of graph.initializer ?? []) constants.set(t.name!, t);
  for (const n of nodes) if (n.opType === 'Constant' && n.attribute?.[0]?.t && n.attribute[0].name === 'value') constants.set(n.output![0]!, n.attribute[0].t);
  const graphOutputs = new Set((graph.output ?? []).map((o) => o.name!));
  const removed = new Set<Node>();
  const consumers = () => {
    const map = new Map<string, Node[]>();
    for (const n of nodes) if (!removed.has(n)) for (const i of n.input ?? []) map.set(i, [...(map.get(i) ?? []), n]);
    return map;
  };
  let uses = consumers();
  const producers = new Map<string, Node>();
  for (const n of nodes) for (const o of n.output ?? []) producers.set(o, n);
  /** The only consumer of `name`, if it has exactly one and is not a graph output. */
  const sole = (name: string) => {
    const list = uses.get(name) ?? [];
    return list.length === 1 && !graphOutputs.has(name) ? list[0]! : undefined;
  };
  /** A float constant used by this node alone (so rewriting its values changes nothing else). */
  const ownConstant = (name: string | undefined) => {
    if (name === undefined) return undefined;
    const tensor = constants.get(name);
    if (!tensor || (uses.get(name) ?? []).length !== 1) return undefined;
    const values = tensorValues(tensor);
    return values ? { tensor, values } : undefined;
  };
  /** A float constant's values (possibly shared: read only). */
  const constantValues = (name: string | undefined) => {
    const tensor = name === undefined ? undefined : constants.get(name);
    return tensor ? tensorValues(tensor) : undefined;
  };
  /** The other input of a two-input node, and which of its inputs is a constant. */
  const binaryWithConstant = (node: Node, data: string) => {
    if (node.input?.length !== 2) return undefined;
    const other = node.input[0] === data ? node.input[1] : node.input[1] === data ? node.input[0] : undefined;
    if (other === undefined || other === data) return undefined;
    const values = constantValues(other);
    return values ? { name: other, values, dims: dimsOf(constants.get(other)!) } : undefined;
  };
  const attribute = (node: Node, name: string) => node.attribute?.find((a) => a.name === name);
  const ints = (node: Node, name: string) => (attribute(node, name)?.ints ?? []).map(Number);
  /** Per-output-channel value of a scalar or a [C,1,1] / [1,C,1,1] constant, else undefined. */
  const perChannel = (values: Float32Array, dims: number[], channels: number) => {
    if (values.length === 1) return () => values[0]!;
    const shaped = dims.length >= 3 && dims.at(-1) === 1 && dims.at(-2) === 1 && dims.at(-3) === channels && dims.slice(0, -3).every((d) => d === 1);
    return values.length === channels && shaped ? (c: number) => values[c]! : undefined;
  };
  /** The conv's weight (used by it alone) and its bias, added as a new constant when absent. */
  const convParameters = (conv: Node) => {
    const weight = ownConstant(conv.input![1]);
    if (!weight) return undefined;
    const outChannels = dimsOf(weight.tensor)[0]!;
    let bias = ownConstant(conv.input![2]);
    if (conv.input![2] !== undefined && !bias) return undefined;
    if (!bias) {
      const name = `${conv.output![0]}__fused_bias`;
      const tensor = onnx.TensorProto.create({ name, dataType: float, dims: [outChannels] });
      const values = new Float32Array(outChannels);
      setTensorValues(tensor, values);
      const constant = onnx.NodeProto.create({ opType: 'Constant', output: [name], name, attribute: [onnx.AttributeProto.create({ name: 'value', type: onnx.AttributeProto.AttributeType.TENSOR, t: tensor })] });
      nodes.unshift(constant);
      constants.set(name, tensor);
      conv.input = [conv.input![0]!, conv.input![1]!, name];
      uses.set(name, [conv]);
      bias = { tensor, values };
    }
    return { weight, bias, outChannels, perOutput: weight.values.length / outChannels };
  };

  let affineIntoConvOutput = 0;
  let affineIntoConvInput = 0;
  let hardSwish = 0;

  // 1. Conv -> Mul(c) -> Add(c): y = s * conv(x) + b folds into the conv's weights and bias.
  for (const conv of nodes) {
    if (conv.opType !== 'Conv' || conv.domain || removed.has(conv)) continue;
    for (;;) {
      const out = conv.output![0]!;
      const next = sole(out);
      if (!next || (next.opType !== 'Mul' && next.opType !== 'Add') || next.domain) break;
      const constant = binaryWithConstant(next, out);
      const outChannels = dimsOf(constants.get(conv.input![1]!) ?? {})[0];
      const at = constant && outChannels !== undefined ? perChannel(constant.values, constant.dims, outChannels) : undefined;
      const params = at && convParameters(conv);
      if (!at || !params) break;
      const { weight, bias, perOutput } = params;
      for (let o = 0; o < params.outChannels; o++) {
        const v = at(o);
        if (next.opType === 'Mul') {
          for (let k = 0; k < perOutput; k++) weight.values[o * perOutput + k]! *= v;
          bias.values[o]! *= v;
        } else bias.values[o]! += v;
      }
      setTensorValues(weight.tensor, weight.values);
      setTensorValues(bias.tensor, bias.values);
      conv.output = [next.output![0]!];
      producers.set(next.output![0]!, conv);
      removed.add(next);
      affineIntoConvOutput++;
      uses = consumers();
    }
  }

  // 2. x -> Add(3) -> Clip(0, 6) -> Mul(x, .) -> Div(6) becomes x -> HardSigmoid(1/6, 1/2) -> Mul(x, .).
  for (const add of nodes) {
    if (add.opType !== 'Add' || add.domain || removed.has(add)) continue;
    for (const x of add.input ?? []) {
      const three = binaryWithConstant(add, x);
      if (!three || three.values.length !== 1 || three.values[0] !== 3) continue;
      const clip = sole(add.output![0]!);
      if (!clip || clip.opType !== 'Clip') continue;
      const low = clip.input!.length > 1 ? constantValues(clip.input![1])?.[0] : attribute(clip, 'min')?.f;
      const high = clip.input!.length > 2 ? constantValues(clip.input![2])?.[0] : attribute(clip, 'max')?.f;
      if (low !== 0 || high !== 6) continue;
      const mul = sole(clip.output![0]!);
      if (!mul || mul.opType !== 'Mul' || mul.input?.length !== 2 || !mul.input.includes(x) || !mul.input.includes(clip.output![0]!)) continue;
      const div = sole(mul.output![0]!);
      const six = div && div.opType === 'Div' && div.input![0] === mul.output![0] ? constantValues(div.input![1]) : undefined;
      if (!div || !six || six.length !== 1 || six[0] !== 6) continue;
      const gate = `${div.output![0]}__hard_sigmoid`;
      add.opType = 'HardSigmoid';
      add.input = [x];
      add.output = [gate];
      add.attribute = [
        onnx.AttributeProto.create({ name: 'alpha', type: onnx.AttributeProto.AttributeType.FLOAT, f: 1 / 6 }),
        onnx.AttributeProto.create({ name: 'beta', type: onnx.AttributeProto.AttributeType.FLOAT, f: 0.5 }),
      ];
      mul.input = [x, gate];
      mul.output = [div.output![0]!];
      removed.add(clip);
      removed.add(div);
      hardSwish++;
      uses = consumers();
      break;
    }
  }

  // 3. Mul(c) -> Add(c) -> Conv without padding: conv(s * x + b) = conv'(x) with W' = s W, B' = B + b sum(W).
  for (const conv of nodes) {
    if (conv.opType !== 'Conv' || conv.domain || removed.has(conv)) continue;
    const autoPad = attribute(conv, 'auto_pad')?.s;
    const padMode = autoPad ? new TextDecoder().decode(autoPad) : 'NOTSET';
    if (ints(conv, 'pads').some((p) => p !== 0) || (padMode !== 'NOTSET' && padMode !== 'VALID')) continue;
    const input = conv.input![0]!;
    const add = producers.get(input);
    if (!add || removed.has(add) || add.opType !== 'Add' || sole(input) !== conv) continue;
    const addData = add.input!.find((i) => !constants.has(i));
    const b = addData === undefined ? undefined : binaryWithConstant(add, addData);
    const mul = addData === undefined ? undefined : producers.get(addData);
    if (!b || b.values.length !== 1 || !mul || removed.has(mul) || mul.opType !== 'Mul' || sole(addData!) !== add) continue;
    const mulData = mul.input!.find((i) => !constants.has(i));
    const s = mulData === undefined ? undefined : binaryWithConstant(mul, mulData);
    if (!s || s.values.length !== 1) continue;
    const params = convParameters(conv);
    if (!params) continue;
    const { weight, bias, outChannels, perOutput } = params;
    for (let o = 0; o < outChannels; o++) {
      let sum = 0;
      for (let k = 0; k < perOutput; k++) sum += weight.values[o * perOutput + k]!;
      bias.values[o]! += b.values[0]! * sum;
      for (let k = 0; k < perOutput; k++) weight.values[o * perOutput + k]! *= s.values[0]!;
    }
    setTensorValues(weight.tensor, weight.values);
    setTensorValues(bias.tensor, bias.values);
    conv.input = [mulData!, ...conv.input!.slice(1)];
    removed.add(mul);
    removed.add(add);
    affineIntoConvInput++;
    uses = consumers();
  }

  // 4. What is left of the affine blocks (before a padded convolution, where folding the bias would
  // change the border) becomes a BatchNormalization with mean 0, variance 1 and epsilon 0: the same
  // s * x + b, which onnxruntime runs in its NCHWc layout instead of leaving it to reorder around.
  const channelsOf = (name: string): number | undefined => {
    const node = producers.get(name);
    if (!node) return undefined;
    if (node.opType === 'Conv') return dimsOf(constants.get(node.input![1]!) ?? {})[0];
    if (['Mul', 'Add', 'HardSigmoid', 'Relu', 'Clip', 'Div'].includes(node.opType!)) {
      for (const i of node.input ?? []) if (!constants.has(i)) return channelsOf(i);
    }
    return undefined;
  };
  let affineAsBatchNorm = 0;
  for (const mul of nodes) {
    if (mul.opType !== 'Mul' || mul.domain || removed.has(mul)) continue;
    const data = mul.input!.find((i) => !constants.has(i));
    const s = data === undefined ? undefined : binaryWithConstant(mul, data);
    const add = sole(mul.output![0]!);
    const b = add && add.opType === 'Add' ? binaryWithConstant(add, mul.output![0]!) : undefined;
    const channels = data === undefined ? undefined : channelsOf(data);
    if (!s || s.values.length !== 1 || !b || b.values.length !== 1 || !channels) continue;
    const parameter = (suffix: string, value: number) => {
      const name = `${add!.output![0]}__${suffix}`;
      const tensor = onnx.TensorProto.create({ name, dataType: float, dims: [channels] });
      setTensorValues(tensor, new Float32Array(channels).fill(value));
      nodes.unshift(onnx.NodeProto.create({ opType: 'Constant', output: [name], name, attribute: [onnx.AttributeProto.create({ name: 'value', type: onnx.AttributeProto.AttributeType.TENSOR, t: tensor })] }));
      constants.set(name, tensor);
      return name;
    };
    mul.opType = 'BatchNormalization';
    mul.input = [data!, parameter('scale', s.values[0]!), parameter('bias', b.values[0]!), parameter('mean', 0), parameter('variance', 1)];
    mul.output = [add!.output![0]!];
    mul.attribute = [onnx.AttributeProto.create({ name: 'epsilon', type: onnx.AttributeProto.AttributeType.FLOAT, f: 0 })];
    producers.set(mul.output[0]!, mul);
    removed.add(add!);
    affineAsBatchNorm++;
    uses = consumers();
  }

  // Constants nobody reads any more (the folded scalars) go too.
  uses = consumers();
  for (const n of nodes) if (n.opType === 'Constant' && !removed.has(n) && !(uses.get(n.output![0]!)?.length)) removed.add(n);
  graph.node = nodes.filter((n) => !removed.has(n));
  const bytes = onnx.ModelProto.encode(model).finish();
  return { bytes, fused: { affineIntoConvOutput, affineIntoConvInput, affineAsBatchNorm, hardSwish, nodesBefore, nodesAfter: graph.node.length } };
}
