/// A cell whose look is set up front, one configuration per state, and that changes how it
/// renders when its state changes: the text-world `UICellConfigurationState` pattern.
///
/// Store the configurations, say how one changes the cell in ``apply(_:)``, and call
/// ``updateForCurrentState()`` when the state changes:
///
/// ```swift
/// final class TaskCell: ItemCell<Task>, Reusable, StateConfigurable {
///   var configurations: [CellState: CellAppearance] = [
///     .normal: CellAppearance(),
///     .disabled: CellAppearance(secondaryText: "blocked", accessory: .none),
///   ]
///   var currentState: CellState = .normal
///
///   override func configure(with task: Task) {
///     text = task.title
///     currentState = task.isBlocked ? .disabled : .normal
///     updateForCurrentState()
///   }
/// }
/// ```
public protocol StateConfigurable: AnyObject {
  /// The states the cell can be in.
  associatedtype State: Hashable
  /// What the cell looks like in one state.
  associatedtype Configuration

  /// The configuration for each state; a state without one leaves the cell as it is.
  var configurations: [State: Configuration] { get set }
  /// The state the cell is in now.
  var currentState: State { get set }

  /// Changes the cell to look as a configuration says.
  ///
  /// - Parameter configuration: The configuration of the current state.
  func apply(_ configuration: Configuration)

  /// Applies the configuration of the current state.
  func updateForCurrentState()
}

extension StateConfigurable {
  /// Sets the configuration the cell uses in a state.
  ///
  /// - Parameters:
  ///   - configuration: What the cell looks like in the state.
  ///   - state: The state.
  public func setState(_ configuration: Configuration, for state: State) {
    configurations[state] = configuration
  }

  /// Applies the configuration of the current state, if there is one.
  public func updateForCurrentState() {
    if let configuration = configurations[currentState] { apply(configuration) }
  }
}

extension StateConfigurable
where
  Self: TableCell, State == CellState,
  Configuration == CellAppearance
{
  /// Applies the appearance set for a state.
  ///
  /// - Parameter configuration: The appearance of the current state.
  public func apply(_ configuration: CellAppearance) {
    configuration.apply(to: self)
  }

  /// Shows the current state in every backend, then applies the appearance set for it.
  public func updateForCurrentState() {
    state = currentState
    if let configuration = configurations[currentState] { apply(configuration) }
  }
}
